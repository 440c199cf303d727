/**
 * The page's only script, kept tiny: the door page opened directly (the home-screen shortcut, in
 * front of the door) loads its own small entry, without the router, the offline cache or the
 * app's screens; every other path loads the app. `index.html` preloads only what both need
 * (server/scripts/index-html.ts). Inside the app, /unlock is also a route, for members who open
 * it from the menu.
 */
if (/^\/unlock\/?$/.test(window.location.pathname)) void import('./door-main.tsx');
else void import('./app-main.tsx');
