/**
 * The in-page probe of `npm run bench:ui` (scripts/bench-ui.ts), installed before the app's
 * own scripts: wraps fetch and JSON.parse to time what a move spends on each, and records
 * click → updated table per move in `window.__bench`. Plain JavaScript because it runs in
 * the page, not in Node.
 */
(() => {

  const bench = { samples: [], pending: null, waiters: [], lastTable: null, lastSeq: null };
  // Resolves once `count` moves are recorded: the bench waits on this instead of polling the
  // page with locators, which would compete with the app for the main thread mid-move.
  bench.waitSamples = (count, timeoutMs = 15000) =>
    new Promise((resolve, reject) => {
      if (bench.samples.length >= count) return resolve(bench.samples.length);
      const timer = setTimeout(() => reject(new Error(`no move recorded within ${timeoutMs} ms`)), timeoutMs);
      bench.waiters.push({ count, resolve: (n) => { clearTimeout(timer); resolve(n); } });
    });
  window.__bench = bench;
  const read = () => ({
    seq: document.querySelector('[data-testid="table"]')?.getAttribute('data-seq') ?? null,
    mode: document.querySelector('[data-testid="play"]')?.getAttribute('data-mode') ?? null,
    busy: document.querySelector('[data-testid="play"]')?.getAttribute('data-busy') ?? null,
  });
  document.addEventListener(
    'click',
    () => {
      const now = read();
      performance.mark('bench-click');
      bench.pending = { t0: performance.now(), seq: now.seq, mode: now.mode, answerSeq: bench.lastSeq, request: 0, host: 0, json: 0, requests: 0, bytes: 0 };
    },
    true,
  );
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const start = performance.now();
    const response = await originalFetch(input, init);
    const text = await response.text();
    const p = bench.pending;
    if (p) {
      p.request += performance.now() - start;
      // From the request leaving the browser to the answer's first byte: the host's own share.
      const url = typeof input === 'string' ? new URL(input, location.href).href : '';
      const timing = performance.getEntriesByName(url).pop();
      if (timing && timing.responseStart > 0) p.host += timing.responseStart - timing.requestStart;
      performance.clearResourceTimings();
      p.requests++;
      p.bytes += text.length;
    }
    keepTable(text);
    return new Response(text, { status: response.status, headers: response.headers });
  };
  // The app's command socket: a message sent is a request, its answer the response (the host's
  // share of it cannot be told apart there, so socket moves add nothing to `host`).
  const OriginalSocket = window.WebSocket;
  if (OriginalSocket) window.WebSocket = class TimedSocket extends OriginalSocket {
    constructor(url, protocols) {
      super(url, protocols);
      this.sentAt = new Map();
      // Registered before the app's own onmessage, so it runs first for every answer.
      this.addEventListener('message', (event) => {
        const text = String(event.data);
        const id = Number(/^\{"id":(\d+)/.exec(text)?.[1]);
        const start = this.sentAt.get(id);
        this.sentAt.delete(id);
        const p = bench.pending;
        if (p && start !== undefined) {
          p.request += performance.now() - start;
          p.requests++;
          p.bytes += text.length;
        }
        const at = text.indexOf(',"result":');
        if (at > 0) keepTable(text.slice(at + ',"result":'.length, -1));
      });
    }
    send(text) {
      const id = Number(/^\{"id":(\d+)/.exec(String(text))?.[1]);
      if (bench.pending) this.sentAt.set(id, performance.now());
      super.send(text);
    }
  };
  const originalParse = JSON.parse;
  // The newest answer that carries a table (its text, parsed only when the bench asks): the
  // bench chooses the next move from the very view on screen, as a bot of that seat would.
  function keepTable(text) {
    const match = /^\{"ok":true,"data":\{.*?"seq":(\d+)/.exec(text.slice(0, 4096));
    if (!match || !text.includes('"view":')) return;
    bench.lastTable = text;
    bench.lastSeq = Number(match[1]);
  }
  JSON.parse = function timedParse(text, reviver) {
    const start = performance.now();
    const value = originalParse.call(JSON, text, reviver);
    if (bench.pending) bench.pending.json += performance.now() - start;
    return value;
  };
  new MutationObserver(() => {
    // "This move cannot be undone": the bench answers yes (and stops being asked), so the
    // timed click is the one that commits the move.
    const confirm = document.querySelector('[data-testid="play"] dialog[open] [data-testid="confirm-yes"]');
    if (confirm) {
      // After Vue has finished mounting the dialog, or its listeners may not be there yet.
      setTimeout(() => {
        const dontAsk = document.querySelector('[data-testid="move-confirm-dont-ask"]');
        if (dontAsk && !dontAsk.checked) dontAsk.click();
        document.querySelector('[data-testid="confirm-yes"]')?.click();
      }, 0);
      return;
    }
    const p = bench.pending;
    if (!p || p.requests === 0) return;
    const now = read();
    // A screen without a seq on it (Salem's dawn and night) has moved on when a newer table came.
    if (now.seq === p.seq && now.mode === p.mode && bench.lastSeq === p.answerSeq) return;
    // Updated means ready for the next click: the new seq on screen and nothing still on its way.
    if (now.busy !== 'false') return;
    // Marks for a trace of the page (Chromium's performance tools): each timed move is the span
    // from its click mark to its updated mark.
    performance.mark('bench-updated');
    bench.samples.push({ total: performance.now() - p.t0, request: p.request, host: p.host, json: p.json, requests: p.requests, bytes: p.bytes, fromCover: p.mode === 'handoff' });
    bench.pending = null;
    const ready = bench.waiters.filter((w) => bench.samples.length >= w.count);
    bench.waiters = bench.waiters.filter((w) => bench.samples.length < w.count);
    for (const w of ready) w.resolve(bench.samples.length);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-seq', 'data-mode', 'data-busy', 'open'] });
})();
