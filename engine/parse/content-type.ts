// What a response body is, judged from its Content-Type and its first bytes: HTML, markdown.
import type { FetchedResponse } from '../fetch/types.js';

/** The two Accept headers markdown negotiation is tested with: markdown only, and markdown preferred over HTML. */
export const MARKDOWN_ONLY_ACCEPT = 'text/markdown';
export const MARKDOWN_PREFERRED_ACCEPT = 'text/markdown, text/html;q=0.9';

export function looksLikeHtml(response: FetchedResponse): boolean {
  if (response.contentType === 'text/html' || response.contentType === 'application/xhtml+xml') return true;
  return /^\s*(<!doctype html|<html[\s>])/i.test(response.text.slice(0, 512));
}

export function isMarkdownType(contentType: string): boolean {
  return contentType === 'text/markdown' || contentType === 'text/x-markdown';
}

/** A 2xx answer whose body is non-empty text that is not an HTML document. */
export function hasMarkdownBody(response: FetchedResponse): boolean {
  if (response.status < 200 || response.status > 299) return false;
  if (response.text.trim() === '' || looksLikeHtml(response)) return false;
  return response.contentType === '' || response.contentType.startsWith('text/');
}
