/**
 * The door page before any framework: `unlock.html` already holds the page (drawn in plain HTML
 * and CSS); this script, a few KB with no framework, puts the member's name in it and makes
 * 'Abrir puerta' work through the page's one press (features/door/press.ts), then loads the full
 * page (door-main.tsx: React, which draws the same page over this one and keeps showing a press
 * made here). The build inlines it in unlock.html (server/scripts/door-early-inline.ts), so it
 * runs while the page is parsed, before its first paint. Where the time of a launch went: issue
 * 31, docs/benchmarks.md.
 */
import { startEarlyDoor } from '@/features/door/early.ts';

/** The full page's script: its hashed file in a build, its source under `npm run dev`. */
declare const __DOOR_MAIN__: string;

startEarlyDoor();
// After the button is drawn: loading the full page starts by adding its two dozen files to the
// document, which on a slow processor held the first paint of the working button back.
requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ __DOOR_MAIN__), 0));
