/**
 * The door page before any framework: `unlock.html` already holds the page (drawn in plain HTML
 * and CSS); this script, a few KB with no framework, puts the member's name in it and makes
 * 'Abrir puerta' work through the page's one press (features/door/press.ts), then loads the full
 * page (door-main.tsx: React, which draws the same page over this one and keeps showing a press
 * made here). Where the time of a launch went before: issue 31, docs/benchmarks.md.
 */
import { startEarlyDoor } from '@/features/door/early.ts';

startEarlyDoor();
// After the button is drawn: loading the full page starts by adding its two dozen files to the
// document, which on a slow processor held the first paint of the working button back.
requestAnimationFrame(() => setTimeout(() => void import('./door-main.tsx'), 0));
