// Scripts that run inside the rendered page. They are plain JavaScript text, not functions, so no bundler helper can
// slip into what the page executes; each returns only JSON-safe data, capped so a hostile page cannot flood the engine.
import { DECLARED_SCHEMA_LIMITS } from '../config.js';

/**
 * Installed before any of the page's scripts: captures the tools a page registers through `document.modelContext`
 * and the older `navigator.modelContext` forms of the WebMCP draft (registerTool, provideContext), whether or not the
 * browser ships WebMCP. Where the browser has its own modelContext the calls still reach it.
 */
export function webmcpCaptureScript(key: string): string {
  return `(() => {
  const MAX_TOOLS = 200, MAX_JSON = ${DECLARED_SCHEMA_LIMITS.bytes};
  const state = { tools: [] };
  Object.defineProperty(window, ${JSON.stringify(key)}, { value: state, enumerable: false });
  const safe = (value) => {
    if (value === undefined) return undefined;
    try {
      const text = JSON.stringify(value);
      if (text === undefined) return { __agentgauge: 'unserializable' };
      return text.length <= MAX_JSON ? JSON.parse(text) : { __agentgauge: 'too-large', bytes: text.length };
    } catch (error) { return { __agentgauge: 'unserializable' }; }
  };
  const record = (api, tool) => {
    if (state.tools.length >= MAX_TOOLS) return;
    const t = tool !== null && typeof tool === 'object' ? tool : {};
    state.tools.push({
      api,
      name: typeof t.name === 'string' ? t.name : null,
      description: typeof t.description === 'string' ? t.description : null,
      hasInputSchema: t.inputSchema !== undefined,
      inputSchema: safe(t.inputSchema),
      executable: typeof t.execute === 'function',
      annotations: safe(t.annotations) ?? null,
    });
  };
  const wrap = (api, native) => {
    const target = native && typeof native === 'object' ? native : {};
    const call = (method, args) => { const fn = native && native[method]; return typeof fn === 'function' ? fn.apply(native, args) : undefined; };
    const surface = {
      registerTool(tool, ...rest) { record(api + '.registerTool', tool); return call('registerTool', [tool, ...rest]); },
      unregisterTool(...args) { return call('unregisterTool', args); },
      provideContext(context, ...rest) {
        const tools = context && Array.isArray(context.tools) ? context.tools : [];
        for (const tool of tools.slice(0, MAX_TOOLS)) record(api + '.provideContext', tool);
        return call('provideContext', [context, ...rest]);
      },
      clearContext(...args) { return call('clearContext', args); },
    };
    return Object.assign(Object.create(Object.getPrototypeOf(target)), surface);
  };
  for (const [owner, api] of [[document, 'document.modelContext'], [navigator, 'navigator.modelContext']]) {
    let native;
    try { native = owner.modelContext; } catch (error) { native = undefined; }
    try { Object.defineProperty(owner, 'modelContext', { value: wrap(api, native), configurable: true, enumerable: true }); } catch (error) {}
  }
})();`;
}

/** Reads what the capture script recorded. */
export function webmcpReadScript(key: string): string {
  return `(() => { const state = window[${JSON.stringify(key)}]; return state && Array.isArray(state.tools) ? state.tools.slice(0, 200) : []; })()`;
}

/**
 * The rendered DOM as a crawler's comparison needs it: text, headings, links, JSON-LD and forms (with their tool
 * annotations), each capped; and the main and nav landmarks semantic-structure looks for.
 */
export const SNAPSHOT_SCRIPT = `(() => {
  const MAX_TEXT = 200000, MAX_HEADINGS = 200, MAX_LINKS = 1000, MAX_FORMS = 50, MAX_JSONLD = 30;
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const cssPath = (el) => {
    const parts = [];
    for (let node = el; node && node.nodeType === 1 && parts.length < 8; node = node.parentElement) {
      if (node.id && /^[A-Za-z][\\w-]*$/.test(node.id)) { parts.unshift('#' + node.id); break; }
      const tag = node.tagName.toLowerCase();
      const parent = node.parentElement;
      if (!parent) { parts.unshift(tag); break; }
      const same = Array.from(parent.children).filter((c) => c.tagName === node.tagName);
      parts.unshift(same.length > 1 ? tag + ':nth-of-type(' + (same.indexOf(node) + 1) + ')' : tag);
    }
    return parts.join(' > ');
  };
  const body = document.body;
  const text = clean(body ? body.innerText : '').slice(0, MAX_TEXT);
  const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).slice(0, MAX_HEADINGS)
    .map((h) => ({ level: Number(h.tagName.slice(1)), text: clean(h.textContent).slice(0, 200) }));
  const links = [];
  const seen = new Set();
  for (const a of document.querySelectorAll('a[href]')) {
    if (links.length >= MAX_LINKS) break;
    const href = a.href;
    if (!/^https?:/i.test(href) || seen.has(href)) continue;
    seen.add(href);
    links.push(href);
  }
  const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).slice(0, MAX_JSONLD).map((s) => {
    const source = s.textContent || '';
    try {
      const value = JSON.parse(source);
      const items = Array.isArray(value) ? value : Array.isArray(value && value['@graph']) ? value['@graph'] : [value];
      const types = items.flatMap((item) => item && item['@type'] ? [].concat(item['@type']).map(String) : []);
      return { valid: true, types: types.slice(0, 10), bytes: source.length };
    } catch (error) { return { valid: false, types: [], bytes: source.length }; }
  });
  const described = (field) => {
    if ((field.getAttribute('toolparamdescription') || '').trim() || (field.getAttribute('aria-description') || '').trim()) return true;
    return Array.from(field.labels || []).some((label) => clean(label.textContent) !== '');
  };
  const forms = Array.from(document.forms).slice(0, MAX_FORMS).map((form) => ({
    selector: cssPath(form),
    toolname: form.getAttribute('toolname'),
    tooldescription: form.getAttribute('tooldescription'),
    action: form.getAttribute('action'),
    params: Array.from(form.querySelectorAll('input[name], select[name], textarea[name]'))
      .filter((f) => !['hidden', 'submit', 'button', 'reset', 'image'].includes((f.getAttribute('type') || '').toLowerCase()))
      .slice(0, 50)
      .map((f) => ({ name: f.getAttribute('name'), described: described(f) })),
  }));
  return {
    title: clean(document.title).slice(0, 300),
    text,
    headings,
    links,
    jsonLd,
    forms,
    landmarks: {
      main: document.querySelectorAll('main, [role="main"]').length,
      nav: document.querySelectorAll('nav, [role="navigation"]').length,
    },
    elements: document.getElementsByTagName('*').length,
  };
})()`;

/** Runs axe-core (already injected) with the given rules; violations only, nodes capped. */
export function axeRunScript(rules: readonly string[]): string {
  return `(async () => {
  const result = await window.axe.run(document, { runOnly: { type: 'rule', values: ${JSON.stringify(rules)} }, resultTypes: ['violations'] });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact || null,
    help: v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.slice(0, 20).map((n) => ({ target: n.target.map(String).join(' '), html: String(n.html || '').slice(0, 200) })),
    nodeCount: v.nodes.length,
  }));
})()`;
}
