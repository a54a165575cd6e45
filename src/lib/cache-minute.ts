/**
 * SPEC 7's `t` on the widget configuration request, as a timestamp that changes once a minute rather than on every
 * page view: within the minute, browsers and CDNs may answer from their cache (the server sends Cache-Control and an
 * ETag, issue #21); a change made in the console still reaches host pages within a minute or so.
 */
export const cacheMinute = (now: number): string => String(Math.floor(now / 60_000) * 60_000);
