// `npm run bench`: figures for the production build on this machine. It prints tables and never
// fails on a timing. Needs `npm run build` first, Chromium (scripts/ensure-chromium.sh) and, for the
// PostgreSQL rows, a database (scripts/ensure-postgres.sh prints its URL; set TEST_DATABASE_URL or
// let the script ask it). `--quick` runs each load test for 3 s instead of 10 s and skips
// Lighthouse. `--baseline <git ref>` also builds that commit in a git worktree in the temporary
// folder (its own npm install, once) and measures its `npm start` and `next start` in the same
// run, so the load table compares two designs on the same machine at the same moment.
//
// (a) Bytes of a first visit (gzip, as sent) by type, read from Chromium's network events, after the
//     page is idle. "JS" is what the page itself needs (measured with data saver on, when links
//     prefetch nothing); "prefetched" is what links then fetch ahead for the pages they lead to, on
//     connections that allow it; "route" is the page's JavaScript beyond the chunks every page
//     loads (the framework and the site shell).
// (b) Lighthouse mobile (simulated throttling): the four scores, LCP, TBT, CLS; the median of three runs
//     per page (`--lighthouse-runs=N`), with the range, since a single run varies by several points.
//     Beside them a bare Next.js page of the same Next.js version (a paragraph of text, built once in
//     the temporary folder): the framework's own limit on this machine. With --baseline, the
//     baseline's pages too.
// (c) Requests per second and latency (autocannon, 10 connections, client on the same cores) for the
//     home page, a static page, a result page and POST /api/save (SQLite, PostgreSQL), each beside a
//     plain Node server answering the same bytes from memory: the ratio is the share of that limit
//     reached. Then a rush on one result link: 200 connections for 30 s on a result saved just
//     before (its first view renders it), with the server's peak memory after it.
// (d) Peak resident memory of the server processes.
// (e) Time from navigation until the test's first answer button responds, in Chromium throttled
//     like a mid-range phone on a slow 4G connection (4x CPU slowdown, 150 ms, 1.6 Mbit/s).
// (f) Server CPU time per render: a result page, and a preview image of a comparison of 10 long
//     names in 10 scripts (a new list each time, so nothing comes from a cache).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const runsArg = process.argv.find((arg) => arg.startsWith('--lighthouse-runs='));
/** `--lighthouse-runs=N`: Lighthouse runs per page (3 by default; one run varies by several points here). */
const lighthouseRuns = Math.max(1, Number(runsArg?.slice(18)) || 3);
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
/** `--only=b,e`: run only those sections (letters as below). */
const sections = new Set((onlyArg ? onlyArg.slice(7) : 'a,b,c,d,e,f').split(','));
const baselineIndex = process.argv.indexOf('--baseline');
const baselineRef = baselineIndex > 0 ? process.argv[baselineIndex + 1] : undefined;
const DURATION = quick ? 3 : 10;
const CONNECTIONS = 10;
const RUSH_CONNECTIONS = 200;
const RUSH_SECONDS = quick ? 5 : 30;
const headlessShell = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const fullChromium = process.env.LIGHTHOUSE_CHROME ?? '/usr/bin/chromium';
const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
  fail('no production build: run `npm run build` first');

const items = JSON.parse(
  fs.readFileSync(path.join(root, 'inventory', 'generated', 'items.json'), 'utf8'),
);
function savePayload(seed) {
  return {
    testId: 'b5-120',
    lang: 'en',
    answers: items.map((item, i) => ({ questionID: item.id, choice: ((i * seed) % 5) + 1 })),
    timeElapsed: 480,
    gender: 'female',
    age: 35,
  };
}

// --- servers --------------------------------------------------------------------------------------

/**
 * Starts a production server of the build in `dir` with its own environment; resolves when it
 * answers. `command`: `next` runs `next start` (what `npm start` is today); `front` runs the
 * front server an older design's `npm start` ran (build/server.cjs), for --baseline.
 */
async function startApp(
  port,
  env,
  { dir = root, command = 'next', bin = path.join(root, 'node_modules/next/dist/bin/next') } = {},
) {
  const args =
    command === 'front'
      ? [path.join(dir, 'build/server.cjs'), '-p', String(port)]
      : [bin, 'start', dir, '-p', String(port)];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', SAVE_RATE_LIMIT: '0', ...env },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).status < 500) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
    },
  };
}

/** CPU time (user + system, ms) a process and its children have used so far (Linux /proc). */
function cpuMs(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // no such process
    }
  }
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const p of pids) {
    try {
      // The name in parentheses may itself hold ") " (next-server (v16.4.6)).
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** Peak resident memory (VmHWM) of a process and its children, in MB (Linux /proc). */
function peakMemoryMb(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {
      // no such process
    }
  }
  let kb = 0;
  for (const p of pids) {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      kb += match ? Number(match[1]) : 0;
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

/** A plain Node server answering every request with `body` from memory: the limit to compare with. */
async function startStatic(port, { status = 200, body, contentType }) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': body.length });
      response.end(body);
    });
  });
  await new Promise((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

// --- (a) bytes --------------------------------------------------------------------------------------

async function firstVisitBytes(browser, url, { saveData = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // Data saver on: links prefetch nothing (components/app-link.tsx), so only the page's own bytes.
  if (saveData)
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const bytes = {};
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) =>
    types.set(e.requestId, { type: e.type, url: e.response.url }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const { type = 'Other', url: resource = '' } = types.get(e.requestId) ?? {};
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
    if (type === 'Script') scripts.set(resource, e.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await context.close();
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  return { bytes, total, scripts };
}

// --- (b) Lighthouse ---------------------------------------------------------------------------------

/**
 * A run can fail to load the page or to record its trace now and then on this shared machine
 * (NO_FCP, NO_NAVSTART): up to three tries before giving up.
 */
async function lighthouseTries(url, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`  (Lighthouse run on ${url} failed, trying again: ${error.message})`);
    }
  }
}

async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromium,
    chromeFlags: ['--headless=new', ...browserArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // Audits that cost points in a category, so a score below 100 says why.
      failed: Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .filter((ref) => audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}

// --- (c) load ---------------------------------------------------------------------------------------

async function load(url, options = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function loadBeside(label, app, limitOptions, options = {}) {
  const measured = await load(app, options);
  const limit = await startStatic(3399, limitOptions);
  try {
    const baseline = await load(`${limit.url}${new URL(app).pathname}`, options);
    return { label, ...measured, limitRps: baseline.rps, ratio: measured.rps / baseline.rps };
  } finally {
    await limit.stop();
  }
}

function postOptions() {
  let seed = 0;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(savePayload((seed++ % 4) + 1)),
        }),
      },
    ],
  };
}

// --- tables ------------------------------------------------------------------------------------------

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
  console.log();
}

const kb = (n) => (n / 1024).toFixed(1);

/** 120 answers packed as a private result's link packs them: ten base-5 digits to 3 bytes. */
function privateAnswers(seed) {
  const choices = items.map((_, i) => ((i * 7 + seed) % 5) + 1);
  const bytes = [];
  for (let start = 0; start < choices.length; start += 10) {
    let value = 0;
    for (let i = start + 9; i >= start; i--) value = value * 5 + (choices[i] - 1);
    bytes.push((value >> 16) & 255, (value >> 8) & 255, value & 255);
  }
  return Buffer.from(bytes).toString('base64url');
}

// --- (e) first answer button -------------------------------------------------------------------

/**
 * Milliseconds from navigation start until a press on the test's first answer button (the
 * preselected questionnaire language) takes effect: a script pressing it every 25 ms from the
 * first moment it exists, until the next slide's heading shows.
 */
async function firstResponse(browser, url) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const win = window;
    const timer = setInterval(() => {
      // The next slide asks for gender and age (its question is a fieldset's legend).
      const headings = [...document.querySelectorAll('main h1, main h2, main legend')];
      if (headings.some((heading) => /gender/i.test(heading.textContent ?? ''))) {
        win.__firstResponse = performance.now();
        clearInterval(timer);
        return;
      }
      document.querySelector('main button[aria-pressed="true"]')?.click();
    }, 25);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const result = await page
    .waitForFunction(() => window.__firstResponse, null, { timeout: 30_000, polling: 50 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await context.close();
  return { responds: result === null ? null : Math.round(result), fcp: paint && Math.round(paint) };
}

// --- (f) CPU per render --------------------------------------------------------------------------

const LONG_NAMES = [
  'Ana María de los Ángeles',
  'Σωκράτης Παπαδόπουλος',
  'Александра Константиновна',
  'محمد عبد الرحمن الفاسي',
  'יוסף בן אברהם כהן',
  'अनन्या चतुर्वेदी शर्मा',
  'สมชาย ใจดีมีสุขมาก',
  '王小明李大华张伟',
  '김민준 박서연 이도윤',
  'ნიკოლოზ ბარათაშვილი',
];

async function cpuPerRender(app, requests) {
  const before = cpuMs(app.pid);
  let failed = 0;
  for (const url of requests) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) failed++;
  }
  return { ms: (cpuMs(app.pid) - before) / requests.length, failed };
}

// --- baseline --------------------------------------------------------------------------------------

/** A production build of `ref` in a git worktree beside this one (kept for later runs). */
function buildBaseline(ref) {
  const dir = path.join(os.tmpdir(), `b5-baseline-${ref.replace(/[^\w.-]/g, '_')}`);
  if (!fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.log(`Building the baseline ${ref} in ${dir} ...`);
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['-C', root, 'worktree', 'prune']);
    execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', '--force', dir, ref], {
      stdio: 'ignore',
    });
    // Its own install: Turbopack resolves nothing outside the project folder (no symlinks).
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'ignore',
    });
    execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
  }
  return dir;
}

/**
 * A bare Next.js app of the same Next.js and React versions, built once in the temporary folder:
 * one page with a heading and a paragraph, the framework's defaults. Lighthouse on it is the
 * framework's own limit on this machine.
 */
function buildBareNext() {
  const own = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies;
  const versions = { next: own.next, react: own.react, 'react-dom': own['react-dom'] };
  const dir = path.join(os.tmpdir(), `b5-bare-next-${versions.next}`);
  if (!fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.log(`Building a bare Next.js ${versions.next} page in ${dir} ...`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'bare-next', private: true, dependencies: versions }, null, 2),
    );
    fs.writeFileSync(
      path.join(dir, 'app', 'layout.js'),
      `export const metadata = { title: 'Bare Next.js page', description: 'The framework alone.' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
    );
    fs.writeFileSync(
      path.join(dir, 'app', 'page.js'),
      `export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph, prerendered by the framework with its defaults: what any
      page of this Next.js version costs a phone before the site adds anything.</p>
    </main>
  );
}
`,
    );
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'ignore',
    });
    execFileSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      stdio: 'ignore',
    });
  }
  return dir;
}

// --- run ---------------------------------------------------------------------------------------------

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b5-bench-'));
const app = await startApp(3300, { DATA_DIR: dataDir });
const extra = [];
let pg = null;
try {
  const saveTo = async (url, seed) => {
    const response = await fetch(`${url}/api/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(savePayload(seed)),
    });
    return (await response.json()).id;
  };
  const [a, b] = [await saveTo(app.url, 1), await saveTo(app.url, 2)];
  const compareId = Buffer.from(
    JSON.stringify([
      { name: 'Ana', id: a },
      { name: 'Ben', id: b },
    ]),
  ).toString('base64url');
  const pages = [
    ['home', '/'],
    ['test', '/test'],
    ['result', `/result/${a}`],
    ['comparison', `/compare/${compareId}`],
    ['compare builder', '/compare'],
    ['information (faq)', '/faq'],
    // Scored in the browser from the link's fragment (lib/results/private-link.ts, version 1).
    ['private result', `/result/private#1.en.f34.905.t68n40.${privateAnswers(1)}`],
  ];

  console.log(
    `Open Big Five benchmark, ${new Date().toISOString()}, ${os.cpus().length} cores, Node ${process.version}${quick ? ', quick' : ''}\n`,
  );

  const browser = await chromium.launch({ executablePath: headlessShell, args: browserArgs });
  if (sections.has('a')) {
    console.log('(a) First visit, bytes as sent (gzip), after the page is idle');
    const visits = [];
    for (const [name, p] of pages)
      visits.push([
        name,
        await firstVisitBytes(browser, app.url + p, { saveData: true }),
        await firstVisitBytes(browser, app.url + p),
      ]);
    const shared = [...visits[0][1].scripts.keys()].filter((url) =>
      visits.every(([, v]) => v.scripts.has(url)),
    );
    const sharedBytes = shared.reduce((sum, url) => sum + visits[0][1].scripts.get(url), 0);
    table(
      [
        'page',
        'JS KB',
        'route JS KB',
        'prefetched JS KB',
        'HTML KB',
        'CSS KB',
        'other KB',
        'total KB',
      ],
      visits.map(([name, v, withPrefetch]) => {
        const js = v.bytes.Script ?? 0;
        const known = js + (v.bytes.Document ?? 0) + (v.bytes.Stylesheet ?? 0);
        return [
          name,
          kb(js),
          kb(js - sharedBytes),
          kb(Math.max(0, (withPrefetch.bytes.Script ?? 0) - js)),
          kb(v.bytes.Document ?? 0),
          kb(v.bytes.Stylesheet ?? 0),
          kb(v.total - known),
          kb(v.total),
        ];
      }),
    );
    console.log(`Shared by every page: ${shared.length} scripts, ${kb(sharedBytes)} KB\n`);
  }

  if (sections.has('e')) {
    console.log(
      '(e) The test on a throttled phone (4x CPU, slow 4G): first answer button responds',
    );
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await firstResponse(browser, `${app.url}/test`));
    table(
      ['run', 'first paint ms', 'button responds ms'],
      responses.map((r, i) => [i + 1, r.fcp ?? '-', r.responds ?? 'no response in 30 s']),
    );
  }
  await browser.close();

  if (!quick && sections.has('b')) {
    console.log(
      `(b) Lighthouse, mobile: the median of ${lighthouseRuns} runs per page (by performance score), with the range of all runs`,
    );
    const rows = [];
    const failed = [];
    const measure = async (name, url) => {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i++) runs.push(await lighthouseTries(url));
      runs.sort((x, y) => x.performance - y.performance);
      const r = runs[Math.floor(runs.length / 2)];
      const range = (key) => {
        const values = runs.map((run) => run[key]);
        const [low, high] = [Math.min(...values), Math.max(...values)];
        return low === high ? `${low}` : `${low}–${high}`;
      };
      if (r.failed.length) failed.push(`${name}: ${[...new Set(r.failed)].join(', ')}`);
      rows.push([
        name,
        `${r.performance} (${range('performance')})`,
        r.accessibility,
        r.bestPractices,
        r.seo,
        `${r.lcp} (${range('lcp')})`,
        `${r.tbt} (${range('tbt')})`,
        r.cls,
      ]);
    };
    // Kept pages are measured as visitors after the first get them: viewed once before.
    for (const [, p] of pages) await fetch(app.url + p);
    for (const [name, p] of pages) await measure(name, app.url + p);
    const bareDir = buildBareNext();
    const bare = await startApp(
      3305,
      {},
      { dir: bareDir, bin: path.join(bareDir, 'node_modules/next/dist/bin/next') },
    );
    try {
      await measure('bare Next.js page (the limit)', `${bare.url}/`);
    } finally {
      bare.stop();
    }
    if (baselineRef) {
      const dir = buildBaseline(baselineRef);
      const baseDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b5-bench-base-'));
      extra.push(() => fs.rmSync(baseDataDir, { recursive: true, force: true }));
      const base = await startApp(3303, { DATA_DIR: baseDataDir }, { dir });
      try {
        const [x, y] = [await saveTo(base.url, 1), await saveTo(base.url, 2)];
        const people = Buffer.from(
          JSON.stringify([
            { name: 'Ana', id: x },
            { name: 'Ben', id: y },
          ]),
        ).toString('base64url');
        for (const [name, p] of [
          ['home', '/'],
          ['test', '/test'],
          ['result', `/result/${x}`],
          ['comparison', `/compare/${people}`],
          ['information (faq)', '/faq'],
        ])
          await measure(`${baselineRef}: ${name}`, base.url + p);
      } finally {
        base.stop();
      }
    }
    table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'], rows);
    // Result and comparison pages are noindex by design (docs/architecture.md): is-crawlable fails there.
    console.log(
      failed.length
        ? `Scored audits not passed: ${failed.join('; ')}\n`
        : 'Every scored audit passed\n',
    );
  }

  if (sections.has('f')) {
    console.log('(f) Server CPU time per render (sequential requests, nothing from a cache)');
    const resultIds = [];
    for (let i = 0; i < 30; i++) resultIds.push(await saveTo(app.url, (i % 4) + 1));
    const resultCpu = await cpuPerRender(
      app,
      resultIds.map((id) => `${app.url}/result/${id}`),
    );
    const previewUrl = (suffix) => {
      const people = LONG_NAMES.map((name, j) => ({
        name: `${name} ${suffix}`.slice(0, 30),
        id: resultIds[j],
      }));
      return `${app.url}/compare/${Buffer.from(JSON.stringify(people)).toString('base64url')}/preview.png`;
    };
    // The first image of a new server loads its fonts (a file per script): measured apart.
    const previewCold = await cpuPerRender(app, [previewUrl('cold')]);
    const previewCpu = await cpuPerRender(
      app,
      Array.from({ length: 20 }, (_, i) => previewUrl('ABCDEFGHIJKLMNOPQRST'[i])),
    );
    table(
      ['render', 'CPU ms', 'failed'],
      [
        ['result page (30 results)', resultCpu.ms.toFixed(1), resultCpu.failed],
        [
          'comparison preview, 10 long names in 10 scripts, the first (loads fonts)',
          previewCold.ms.toFixed(1),
          previewCold.failed,
        ],
        [
          'comparison preview, 10 long names in 10 scripts (20 new lists)',
          previewCpu.ms.toFixed(1),
          previewCpu.failed,
        ],
      ],
    );
  }

  if (sections.has('c')) {
    console.log(
      `(c) Load: ${CONNECTIONS} connections, ${DURATION} s each; limit = plain Node server, same bytes from memory`,
    );
    const homeHtml = Buffer.from(await (await fetch(`${app.url}/`)).arrayBuffer());
    const faqHtml = Buffer.from(await (await fetch(`${app.url}/faq`)).arrayBuffer());
    const resultHtml = Buffer.from(await (await fetch(`${app.url}/result/${a}`)).arrayBuffer());
    const savedBody = Buffer.from(JSON.stringify({ id: a, deleteToken: 'x'.repeat(43) }));
    const html = 'text/html; charset=utf-8';
    const json = 'application/json';

    /** The loads of one server: the home page, a static page, a result page, a save (SQLite). */
    async function serverLoads(design, server, resultId) {
      return [
        await loadBeside(`${design}: home /`, `${server.url}/`, {
          body: homeHtml,
          contentType: html,
        }),
        await loadBeside(`${design}: static page /faq`, `${server.url}/faq`, {
          body: faqHtml,
          contentType: html,
        }),
        await loadBeside(`${design}: result page`, `${server.url}/result/${resultId}`, {
          body: resultHtml,
          contentType: html,
        }),
        await loadBeside(
          `${design}: POST /api/save, SQLite`,
          `${server.url}/api/save`,
          { status: 201, body: savedBody, contentType: json },
          postOptions(),
        ),
      ];
    }

    /**
     * A result link shared a moment ago, opened by many people at once: RUSH_CONNECTIONS clients
     * for RUSH_SECONDS on a result nobody has viewed yet.
     */
    async function rush(design, server) {
      const id = await saveTo(server.url, 3);
      const r = await load(`${server.url}/result/${id}`, {
        connections: RUSH_CONNECTIONS,
        duration: RUSH_SECONDS,
      });
      return [
        `${design}: ${RUSH_CONNECTIONS} connections, ${RUSH_SECONDS} s`,
        r.rps,
        r.p50,
        r.p99,
        r.errors,
        peakMemoryMb(server.pid),
      ];
    }

    const rows = await serverLoads('this build', app, a);
    const rushes = [await rush('this build', app)];
    const memory = [['this build, SQLite', peakMemoryMb(app.pid)]];
    if (baselineRef) {
      const dir = buildBaseline(baselineRef);
      const baseDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b5-bench-base-'));
      extra.push(() => fs.rmSync(baseDataDir, { recursive: true, force: true }));
      for (const [label, command, env] of [
        ...(fs.existsSync(path.join(dir, 'build/server.cjs'))
          ? [[`${baselineRef}, npm start (front server)`, 'front', {}]]
          : []),
        [`${baselineRef}, npm start = next start`, 'next', {}],
      ]) {
        const server = await startApp(3303, { ...env, DATA_DIR: baseDataDir }, { dir, command });
        try {
          const id = await saveTo(server.url, 1);
          rows.push(...(await serverLoads(label, server, id)));
          rushes.push(await rush(label, server));
          memory.push([label, peakMemoryMb(server.pid)]);
        } finally {
          server.stop();
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    }
    let databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) {
      try {
        databaseUrl = execFileSync('bash', [path.join(root, 'scripts/ensure-postgres.sh')], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim();
      } catch {
        databaseUrl = '';
      }
    }
    if (databaseUrl) {
      pg = await startApp(3301, { DATABASE_URL: databaseUrl });
      rows.push(
        await loadBeside(
          'this build: POST /api/save, PostgreSQL',
          `${pg.url}/api/save`,
          { status: 201, body: savedBody, contentType: json },
          postOptions(),
        ),
      );
    } else {
      console.log('(no PostgreSQL: set TEST_DATABASE_URL for its row)');
    }
    table(
      ['what', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'limit req/s', 'share of limit'],
      rows.map((r) => [
        r.label,
        r.rps,
        r.p50,
        r.p99,
        r.errors,
        r.limitRps,
        `${Math.round(r.ratio * 100)} %`,
      ]),
    );
    console.log('Rush on one result link (its first view renders it)');
    table(['what', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak MB after'], rushes);
    if (pg) memory.push(['this build, PostgreSQL', peakMemoryMb(pg.pid)]);
    console.log('(d) Peak resident memory');
    table(['server', 'MB'], memory);
  }
} finally {
  app.stop();
  pg?.stop();
  for (const cleanup of extra) cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
