/**
 * What a shopper gets when every render slot is taken and the queue is full or its wait ran out
 * (server/renderLimiter): a small fixed page, built without rendering or asking the API, so
 * answering it costs the busy server nothing. 503 with a short Retry-After: the overload is
 * seconds long, and a crawler keeps the copy it has.
 */
import type { Context } from 'hono';

/** Seconds a client (or a crawler, or a proxy) is asked to wait before it tries again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export const BUSY_HEADING = 'We are a little busy right now';
export const BUSY_MESSAGE =
  'Lots of shoppers are visiting at the moment. Please wait a few seconds and try again.';

/** Inline styles only: the stylesheet would be one more request to a busy server. The link
 * with an empty href is the page's own address, query included. */
export const BUSY_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${BUSY_HEADING}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f7f7f5;color:#1f2933}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{font-size:1rem;line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#1f2933;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #5b9bd5;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${BUSY_HEADING}</h1>
<p>${BUSY_MESSAGE}</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;

export const busyPage = (c: Context) =>
  c.html(BUSY_PAGE_HTML, 503, {
    'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
