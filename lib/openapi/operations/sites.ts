// Sites of the key's organization, and their reports and history.
import { z } from 'zod';
import { IdParams } from '@/lib/schemas/common';
import { CreateSiteRequest, History, HistoryQuery, SiteList, SiteReport, SiteSummary, SitesQuery, UpdateSiteRequest } from '@/lib/schemas/me';
import { defineOperation } from '../define-operation';

export const listSites = defineOperation({
  operationId: 'listSites',
  method: 'GET',
  path: '/api/v1/me/sites',
  tag: 'Sites',
  summary: 'Sites of the organization with latest and previous scores',
  description:
    'With limit and offset both omitted the whole list is returned (nextOffset null). With either sent, the list is paged: limit 1–50 (default 20), offset 0–10000 (default 0).',
  auth: 'api-key',
  action: 'organization:read',
  query: SitesQuery,
  response: { status: 200, description: 'Sites, oldest first.', schema: SiteList },
  errors: [400],
});

export const createSite = defineOperation({
  operationId: 'createSite',
  method: 'POST',
  path: '/api/v1/me/sites',
  tag: 'Sites',
  summary: 'Add a site to the organization',
  description: [
    'The url is an http(s) start page or a bare domain (https:// assumed; a bare IP address or localhost with a port means http://).',
    'A malformed address is 400 `invalid-body` naming what is wrong: a scheme other than http or https (400 `target-refused`, rule scheme), one slash after the scheme, a space, or a host that is not a domain name with a dot, localhost or an IP address.',
    'It is vetted with the same SSRF rules as every scan before it is stored, and nothing is fetched:',
    'credentials in the URL, localhost, private and reserved addresses and ports other than 80 and 443 give 400 `target-refused` naming the rule',
    '(an installation with AGENTGAUGE_ALLOW_PRIVATE_TARGETS=1 lifts the address and port rules).',
    '409 `site-exists` when the organization already has a site on that host. The new site has no scan yet: start one with POST /api/v1/me/sites/{id}/scan.',
  ].join(' '),
  auth: 'api-key',
  action: 'site:create',
  body: CreateSiteRequest,
  response: { status: 201, description: 'The site was added.', schema: SiteSummary },
  errors: [400, 409, 413],
});

export const getSite = defineOperation({
  operationId: 'getSite',
  method: 'GET',
  path: '/api/v1/me/sites/{id}',
  tag: 'Sites',
  summary: 'One of the organization\'s sites with latest and previous scores',
  description: [
    'The same fields as the site\'s entry in GET /api/v1/me/sites. 404 when the site is not the organization\'s.',
    'A scan that failed after the latest succeeded one leaves its trace in lastScanFailure (when, and why: "The site could not be reached …"), beside the last good score;',
    'a failed scan is never a score, so latestScore, previousScore and the history keep the scans that finished with a report.',
  ].join(' '),
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  response: { status: 200, description: 'The site.', schema: SiteSummary },
  errors: [400, 404],
});

export const deleteSite = defineOperation({
  operationId: 'deleteSite',
  method: 'DELETE',
  path: '/api/v1/me/sites/{id}',
  tag: 'Sites',
  summary: 'Delete one of the organization\'s sites',
  description:
    'Deletes the site with its scans, fixes, verification records, Answers passes and agent runs. 204 without a body; 404 when the site is not the organization\'s (also when it was already deleted).',
  auth: 'api-key',
  action: 'site:delete',
  params: IdParams,
  response: { status: 204, description: 'Deleted.', schema: z.undefined() },
  errors: [400, 404],
});

export const getSiteReport = defineOperation({
  operationId: 'getSiteReport',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/report',
  tag: 'Sites',
  summary: 'Latest full report of one site, pages included',
  description: 'Reads the stored report; never starts a scan. 404 when the site is not the organization\'s or has no finished scan.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  response: { status: 200, description: 'The latest full report.', schema: SiteReport },
  errors: [400, 404],
});

export const getSiteHistory = defineOperation({
  operationId: 'getSiteHistory',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/history',
  tag: 'Sites',
  summary: 'Finished scans of one site, newest first',
  description: [
    'The scans that finished with a report, newest first. Each entry carries the engine version, finishedAt, the start page it measured (url) and, where the site\'s address changed (PATCH /api/v1/me/sites/{id}) since the scan before it, that scan\'s start page (addressChangedFrom).',
    'A failed scan has no score and is never listed as one: the newest failed scan after the latest listed one is lastScanFailure (when, and why), as on the site itself; GET /api/v1/me/scans/{id} reads any scan, failed ones included.',
    'With limit and offset both omitted, 100 scans are returned (v1 default); otherwise limit 1–50 (default 20).',
  ].join(' '),
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  query: HistoryQuery,
  response: { status: 200, description: 'A page of finished scans.', schema: History },
  errors: [400, 404],
});

export const updateSite = defineOperation({
  operationId: 'updateSite',
  method: 'PATCH',
  path: '/api/v1/me/sites/{id}',
  tag: 'Sites',
  summary: 'Change a site\'s address or schedule, make its report public or opt it in to the index',
  description: [
    'Fields left out stay as they are; an empty object changes nothing and returns the site.',
    '`url` corrects the site\'s start page by the rule of POST /api/v1/me/sites (the same 400s; 409 `site-exists` when another site of the organization is on the new host): the site keeps its id, scans and history, whose entries name the start page each measured (a note, addressChangedFrom, where the origin changed), and the next scan measures the new address.',
    'A new host switches publicReport and indexOptIn off, since the earlier scans measured another host.',
    '`schedule` "daily" or "weekly" starts scheduled scans: a worker queues a scan of the site once per period, through the same queue and quotas as POST .../scan',
    '(trigger "schedule"); the first due time is spread over the coming period and each later one is one period after the last, so sites keep their time of day.',
    'A due scan that meets a quota (429) is deferred, never dropped; one that meets an active scan of the site counts as done.',
    'Sending the current schedule again keeps its due time; null stops scheduled scans. Switching a schedule on needs the paid plan (403 `subscription-required`).',
    '`publicReport` true makes the site\'s finished scans public measurements of its host (the public report and badge show the newest public measurement); false takes them out at once.',
    '`indexOptIn` true names the site\'s host in the published index (leaderboard, /index page, index badge) wherever an edition scanned it; a public report opts in as well, and switching both off takes it out of every edition at once.',
    'Only owners and admins may send `publicReport` or `indexOptIn` (an API key acts as an admin; a member\'s OAuth token gets 403 `forbidden`).',
  ].join(' '),
  auth: 'api-key',
  action: 'site:update',
  params: IdParams,
  body: UpdateSiteRequest,
  response: { status: 200, description: 'The site after the change.', schema: SiteSummary },
  errors: [400, 403, 404, 409, 413],
});
