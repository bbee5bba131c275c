// What a page's HTML shows about how its content reaches a reader (checks.md, "Agent outcomes", 2026-12b): evidence
// that scripts build the main content (an application shell, a noscript asking for JavaScript, a loading placeholder
// or an empty mount point a script fills, a script-only redirect), content that only a frame carries, and pages that
// read as a refusal. Little text is never evidence of JavaScript: a page whose content no script builds is read,
// however short. One reading for the agent views, the journeys and server-rendered-content.
import type { CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';
import { collapseWhitespace, hasText, noscriptText, textOfExcept } from '../parse/html.js';
import { NO_CONTENT_CHARACTERS } from '../parse/placeholder-text.js';
import { redirectPageOf } from '../parse/redirect-page.js';
import { queryAll } from '../parse/select.js';

/** Elements frameworks mount a client-rendered application on (React, Next.js, Nuxt, Gatsby, SvelteKit, Angular, Vue). */
export const APP_SHELL_SELECTORS = [
  '#root',
  '#app',
  '#__next',
  '#__nuxt',
  '#___gatsby',
  '#svelte',
  '[ng-version]',
  'app-root',
  '[data-reactroot]',
  '[data-v-app]',
  '#q-app',
] as const;

/** Islands a script hydrates or fills (Astro, generic island markers), which hold no content of their own until then. */
const ISLAND_SELECTORS = ['astro-island', '[data-island]', '[data-hydrate]'];

/** Loading placeholders (checks.md 12, 2026-11): an element that says it is loading, or a skeleton. */
const PLACEHOLDER_SELECTOR = '[aria-busy="true" i], [class*="skeleton" i]';

/** A noscript that asks for JavaScript in place of the content ("You need to enable JavaScript to run this app."). */
const ASKS_FOR_JAVASCRIPT = /\bjava\s*script\b|\benable\s+js\b|\bjs\s+(?:is\s+)?(?:required|disabled)\b/i;

/** Script types a browser runs (WHATWG HTML §4.12.1.1: no type, a JavaScript MIME type, or `module`). */
const EXECUTABLE_SCRIPT_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript))$/i;

export interface ScriptEvidence {
  /** Scripts the page runs (with a source or inline code). */
  scripts: number;
  /** Why scripts build all of the main content, or null: an application shell, a noscript asking for JavaScript, a script-only redirect. */
  whole: string | null;
  /** Why scripts build part of it, or null: an empty mount point or island, a loading placeholder. */
  part: string | null;
}

function isExecutable(element: Element): boolean {
  const type = (element.attribs.type ?? '').split(';')[0]!.trim();
  return EXECUTABLE_SCRIPT_TYPE.test(type) && (element.attribs.src !== undefined || collapseWhitespace(textOf(element)) !== '');
}

function textOf(element: Element): string {
  let text = '';
  for (const child of element.children) if (child.type === 'text') text += child.data;
  return text;
}

/** Whether the element holds no text and nothing an agent reads in place of text (an image's alt, a frame). */
function isEmptyMount(element: AnyNode): boolean {
  if (hasText(element)) return false;
  const pending: AnyNode[] = [element];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isTag(node) && node !== element && (node.name === 'img' || node.name === 'iframe' || node.name === 'svg' || node.name === 'video')) return false;
    if ('children' in node) pending.push(...node.children);
  }
  return true;
}

/** Content elements with text: a page holding one is not an empty shell, whatever its length. */
const CONTENT_ELEMENTS = 'h1, h2, h3, h4, h5, h6, p, li, td, th, dd, dt, address, figcaption, blockquote, pre, article';

/**
 * The page's chrome: its banner, navigation, footer and asides. A static header or footer beside an empty mount point
 * is no content of its own (TodoMVC's Vue build: an empty `<section class="todoapp">` and a 71-character footer).
 */
const CHROME = 'header, nav, footer, aside, [role="banner" i], [role="navigation" i], [role="contentinfo" i], [role="complementary" i]';

function inChrome(element: AnyNode, chrome: ReadonlySet<AnyNode>): boolean {
  for (let node: AnyNode | null = element; node !== null; node = node.parent) if (chrome.has(node)) return true;
  return false;
}

/** Characters of the page's text outside its chrome (placeholders left out): what is left when the chrome is static. */
function contentTextLength($: CheerioAPI, text: string, chrome: readonly AnyNode[]): number {
  if (chrome.length === 0) return text.length;
  const body = queryAll($, 'body')[0];
  if (!body) return text.length;
  const set = new Set(chrome);
  return collapseWhitespace(textOfExcept(body, (element) => set.has(element) || isPlaceholder(element))).length;
}

function isPlaceholder(element: Element): boolean {
  return element.attribs['aria-busy']?.trim().toLowerCase() === 'true' || /skeleton/i.test(element.attribs.class ?? '');
}

/**
 * Evidence, in the raw HTML, that scripts build the main content. `text` is the page's visible text without
 * placeholders. An application shell is recognised whatever its framework and mount element (checks.md 2026-12c:
 * React's #root, Vue mounted on any element, Angular's custom element, Svelte's unnamed div), with a static header or
 * footer beside it: under NO_CONTENT_CHARACTERS of text outside the page's chrome, no content element with text
 * outside it, scripts, and an empty element they fill.
 */
export function scriptEvidence($: CheerioAPI, text: string): ScriptEvidence {
  const scripts = queryAll($, 'script').filter((element) => isExecutable(element as Element)).length;
  // A loading skeleton says itself that its content comes later (checks.md 12, 2026-11), scripts seen or not.
  const placeholders = queryAll($, PLACEHOLDER_SELECTOR).length > 0;
  const chrome = text.length === 0 ? [] : queryAll($, CHROME);
  const own = text.length < NO_CONTENT_CHARACTERS ? text.length : contentTextLength($, text, chrome);
  if (own < NO_CONTENT_CHARACTERS) {
    if (placeholders) return { scripts, whole: 'loading placeholders that scripts replace', part: null };
    if (scripts === 0) return { scripts, whole: null, part: null };
    const redirect = text.length < NO_CONTENT_CHARACTERS ? redirectPageOf($) : null;
    if (redirect?.how === 'script' && redirect.fallback === null) return { scripts, whole: `a script-only redirect${redirect.target ? ` to ${redirect.target}` : ''}`, part: null };
    const noscript = noscriptText($);
    if (ASKS_FOR_JAVASCRIPT.test(noscript)) return { scripts, whole: `a noscript asking for JavaScript in place of the content ("${noscript.slice(0, 80)}")`, part: null };
    const chromeSet = new Set(chrome);
    if (!queryAll($, CONTENT_ELEMENTS).some((element) => hasText(element) && !inChrome(element, chromeSet))) {
      const shell = APP_SHELL_SELECTORS.find((selector) => queryAll($, selector).some((element) => collapseWhitespace(textOfDeep(element)).length < NO_CONTENT_CHARACTERS));
      if (shell) return { scripts, whole: `an application shell (${shell}) that scripts fill`, part: null };
      const mount = emptyBodyMount($);
      if (mount) return { scripts, whole: `an application shell (an empty ${mount} that scripts fill)`, part: null };
      if (text.length === 0) return { scripts, whole: 'an empty body that only scripts fill', part: null };
    }
  }
  if (scripts === 0) return { scripts, whole: null, part: null };
  const island = [...APP_SHELL_SELECTORS, ...ISLAND_SELECTORS].find((selector) => queryAll($, selector).some(isEmptyMount));
  if (island) return { scripts, whole: null, part: `an empty mount point (${island}) that a script fills` };
  if (placeholders) return { scripts, whole: null, part: 'loading placeholders that scripts replace' };
  return { scripts, whole: null, part: null };
}

function textOfDeep(element: AnyNode): string {
  const parts: string[] = [];
  const pending: AnyNode[] = [element];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'text') parts.push(node.data);
    else if (isTag(node) && (node.name === 'script' || node.name === 'style' || node.name === 'noscript' || node.name === 'template')) continue;
    else if ('children' in node) for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index]!);
  }
  return parts.join(' ');
}

/** Elements among the body's children that mount nothing: scripts and their kin, and the document's metadata. */
const NOT_A_MOUNT = new Set(['script', 'noscript', 'template', 'style', 'link', 'meta', 'br', 'hr', 'img', 'iframe', 'svg', 'video', 'input']);

/**
 * Widgets that leave an empty element on ordinary pages (a social SDK's root, a comments thread, a modal or toast
 * portal): an empty one is no application's mount point.
 */
const WIDGET_ROOT = /fb-root|disqus|modal|portal|toast|tooltip|popup|overlay|cookie|consent|dialog/i;

/**
 * An empty element among the body's children (a mount point under another name), named as `div#main`,
 * `section.todoapp`, `app-root` or `div` (Svelte mounts on an unnamed div); the element of a known widget is not one.
 */
function emptyBodyMount($: CheerioAPI): string | null {
  const body = queryAll($, 'body')[0];
  if (!body) return null;
  for (const child of body.children) {
    if (!isTag(child) || NOT_A_MOUNT.has(child.name)) continue;
    const named = child.attribs.id ? `#${child.attribs.id}` : child.attribs.class ? `.${child.attribs.class.trim().split(/\s+/)[0]}` : '';
    if (WIDGET_ROOT.test(`${child.attribs.id ?? ''} ${child.attribs.class ?? ''}`)) continue;
    if (isEmptyMount(child)) return `${child.name}${named}`;
  }
  return null;
}

/** The sources of the frames inside `root` (the whole page when null) that load a page. */
function frameSources($: CheerioAPI, root: AnyNode | null): string[] {
  const frames = root === null ? queryAll($, 'iframe[src], frame[src]') : queryAll($, 'iframe[src], frame[src]').filter((frame) => isInside(frame, root));
  return frames.map((element) => (element as Element).attribs.src!).filter((src) => src.trim() !== '' && !/^(?:about|javascript):/i.test(src));
}

function isInside(node: AnyNode, root: AnyNode): boolean {
  for (let current: AnyNode | null = node; current !== null; current = current.parent) if (current === root) return true;
  return false;
}

/**
 * Content only frames carry (checks.md 2026-12c: not in a view that runs no JavaScript): the page holds no text of
 * its own but frames, or its main content (`<main>`, role=main) holds none but frames, whatever text its header and
 * footer have. The frames' sources are listed.
 */
export function frameOnlyContent($: CheerioAPI, text: string): string[] | null {
  if (text.length < NO_CONTENT_CHARACTERS) {
    const frames = frameSources($, null);
    return frames.length > 0 ? frames : null;
  }
  for (const main of queryAll($, 'main, [role="main" i]')) {
    if (collapseWhitespace(textOfDeep(main)).length >= NO_CONTENT_CHARACTERS) continue;
    const frames = frameSources($, main);
    if (frames.length > 0) return frames;
  }
  return null;
}

/** Words of a page that refuses a reader: access denied, forbidden, blocked, sign in to continue. */
const REFUSAL_WORDS = /\baccess\s+(?:is\s+)?denied\b|\bforbidden\b|\bnot\s+(?:allowed|authori[sz]ed|permitted)\b|\bunauthori[sz]ed\b|\bblocked\b|\bbots?\b|\bautomated\b|\bpermission\b|\bsign\s*in\b|\blog\s*in\b|\blogin\b|\bcaptcha\b/i;
/** Pages longer than this are content, whatever words they use. */
const REFUSAL_PAGE_MAX = 3_000;

/**
 * What kind of refusal a 2xx page reads as, or null when it reads as content: an empty page, a sign-in wall (a
 * password field), or a short page of refusal words. Only a comparison with what a browser received can tell whether
 * it was a refusal (pageRefusal), and only such a page is compared (a short page is not suspect for being short).
 */
export function refusalShape($: CheerioAPI | null, text: string): 'empty' | 'sign-in' | 'refusal' | null {
  if (text.trim().length === 0) return 'empty';
  if (text.length > REFUSAL_PAGE_MAX) return null;
  if ($ && queryAll($, 'input[type="password" i]').length > 0) return 'sign-in';
  return REFUSAL_WORDS.test(text) ? 'refusal' : null;
}

/**
 * Whether a profile's 2xx page is a refusal, judged against what a browser received for the same URL: the profile's
 * page reads as a refusal (refusalShape), the browser's differs and holds the content (at least twice the text, and
 * some). Returns the sentence that says so, or null.
 */
export function pageRefusal(shape: ReturnType<typeof refusalShape>, text: string, browserText: string | null, status: number): string | null {
  if (shape === null || browserText === null || browserText === text) return null;
  if (browserText.length < Math.max(2 * text.length, text.length + NO_CONTENT_CHARACTERS)) return null;
  const what = shape === 'empty' ? 'an empty page' : shape === 'sign-in' ? 'a sign-in page' : `a page that reads as a refusal ("${text.slice(0, 60)}")`;
  return `Refused: HTTP ${status} with ${what} (${text.length} characters of text), while a browser gets the page (${browserText.length} characters).`;
}
