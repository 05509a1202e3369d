// Times a depth-6 hint from the Sivy start (and perft 6) in headless Chromium, one run each: serves
// DIR/node_modules/fanorona and a page that imports it over HTTP on a free port, starts Chromium on
// it, prints what the page posts back and stops both. Usage: node browser.mjs DIR [CHROMIUM].
import { createServer } from "node:http";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { spawn } from "node:child_process";
import { join, resolve, extname } from "node:path";
import { tmpdir } from "node:os";

const dir = resolve(process.argv[2] ?? ".", "node_modules/fanorona");
const chromium = process.argv[3] ?? "/usr/bin/chromium";
const page = `<!DOCTYPE html><meta charset="utf-8"><title>bench</title><script type="module">
const { Game, perft, search, backend } = await import("/pkg/index.js");
let t = performance.now();
const hint = search(Game.start(), { depth: 6 });
const hintMs = performance.now() - t;
t = performance.now();
const n = perft(Game.start(), 6);
const perftMs = performance.now() - t;
await fetch("/result", { method: "POST", body: JSON.stringify({ backend, ua: navigator.userAgent,
  hint: hint.best, scoreText: hint.scoreText, nodes: hint.nodes, hintMs, perft: n, perftMs }) });
</script>`;
const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json" };
let done;
const result = new Promise((r) => (done = r));
const server = createServer(async (req, res) => {
  if (req.method === "POST") {
    let body = "";
    for await (const chunk of req) body += chunk;
    res.end("ok");
    done(JSON.parse(body));
  } else if (req.url === "/") {
    res.setHeader("Content-Type", "text/html");
    res.end(page);
  } else if (req.url.startsWith("/pkg/")) {
    try {
      const file = join(dir, req.url.slice(5));
      res.setHeader("Content-Type", types[extname(file)] ?? "application/octet-stream");
      res.end(await readFile(file));
    } catch {
      res.statusCode = 404;
      res.end();
    }
  } else {
    res.statusCode = 404;
    res.end();
  }
}).listen(0, "127.0.0.1");
await new Promise((r) => server.on("listening", r));
const profile = await mkdtemp(join(tmpdir(), "fanorona-chromium-"));
const browser = spawn(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
  "--no-first-run", "--disable-background-networking", "--disable-component-update",
  "--disable-sync", `--user-data-dir=${profile}`, `http://127.0.0.1:${server.address().port}/`],
  { stdio: "ignore" });
const timeout = setTimeout(() => done({ error: "no result in 120 s" }), 120_000);
const r = await result;
clearTimeout(timeout);
console.log(JSON.stringify(r));
const exited = new Promise((r) => browser.on("exit", r));
browser.kill();
await exited;
server.close();
await rm(profile, { recursive: true, force: true, maxRetries: 5 }).catch(() => {});
process.exit(r.error ? 1 : 0);
