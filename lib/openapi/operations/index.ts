// The route registry: every operation of the API, one entry per method and path (seed-api.md), one file per resource.
// A test fails when a route file under app/api has no entry here.
import { listSiteAgentRuns, publishAgentRun, startAgentRun, unpublishAgentRun } from './agent-runs';
import { listSiteAnswers, startAnswersPass } from './answers';
import { compareSiteJourneys, compareSiteScans } from './comparison';
import { engineAudit, engineReport } from './engine';
import { createSiteJourney, deleteSiteJourney, listJourneyRuns, listSiteJourneys, startJourneyRuns, updateSiteJourney } from './journeys';
import { getSiteArtifact, getSiteFix, listSiteFixes } from './fixes';
import { getIndexBadge, getPublicBadge, getPublicReport, listPublishedAgentTasks, publicScan } from './public';
import { getIndex, getIndexAgentSeries, getIndexBenchmark, getIndexCheckSeries, getIndexEditionByNumber, listIndexEditions, listIndexSites } from './public-index';
import { getScan, startSiteScan } from './scans';
import { getSiteIndexStanding, reportSiteIndexVerdict, rescanSiteIndexEntry } from './site-index';
import { getSiteOwnership, proveSiteOwnership, withdrawSiteHost } from './ownership';
import { createSite, deleteSite, getSite, getSiteHistory, getSiteReport, listSites, updateSite } from './sites';
import { listSiteVerifications } from './verifications';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, testWebhook } from './webhooks';
import { createTrafficIngestToken, getSiteTraffic, getTrafficBatch, ingestTrafficLog, listTrafficIngestTokens, revokeTrafficIngestToken, uploadTrafficLog } from './traffic';
import { callDeployHook, deleteDeployHook, getDeployHook, setDeployHook } from './deploy-hooks';
import { cancelFleetRun, createFleet, deleteFleet, exportFleetRun, findFleetRun, getFleet, getFleetMovement, getFleetRun, getFleetRunSummary, getFleetTargetReport, listFleetRuns, listFleets, listFleetTargets, startFleetRun } from './fleets';

export * from './public';
export * from './public-index';
export * from './sites';
export * from './scans';
export * from './fixes';
export * from './comparison';
export * from './verifications';
export * from './answers';
export * from './agent-runs';
export * from './engine';
export * from './webhooks';
export * from './journeys';
export * from './site-index';
export * from './ownership';
export * from './fleets';
export * from './traffic';
export * from './deploy-hooks';

export const OPERATIONS = [
  publicScan,
  getPublicReport,
  getPublicBadge,
  getIndexBadge,
  listPublishedAgentTasks,
  getIndex,
  listIndexEditions,
  getIndexEditionByNumber,
  listIndexSites,
  getIndexCheckSeries,
  getIndexAgentSeries,
  getIndexBenchmark,
  listSites,
  createSite,
  getSite,
  deleteSite,
  updateSite,
  getSiteReport,
  getSiteHistory,
  startSiteScan,
  getScan,
  setDeployHook,
  getDeployHook,
  deleteDeployHook,
  callDeployHook,
  listSiteFixes,
  getSiteFix,
  getSiteArtifact,
  compareSiteScans,
  compareSiteJourneys,
  listSiteVerifications,
  listSiteAnswers,
  listSiteAgentRuns,
  listSiteJourneys,
  createSiteJourney,
  updateSiteJourney,
  deleteSiteJourney,
  startJourneyRuns,
  listJourneyRuns,
  startAnswersPass,
  startAgentRun,
  publishAgentRun,
  unpublishAgentRun,
  getSiteIndexStanding,
  rescanSiteIndexEntry,
  reportSiteIndexVerdict,
  getSiteOwnership,
  proveSiteOwnership,
  withdrawSiteHost,
  engineAudit,
  engineReport,
  createWebhook,
  listWebhooks,
  deleteWebhook,
  testWebhook,
  listWebhookDeliveries,
  listFleets,
  createFleet,
  getFleet,
  deleteFleet,
  listFleetRuns,
  startFleetRun,
  getFleetRun,
  findFleetRun,
  cancelFleetRun,
  listFleetTargets,
  getFleetTargetReport,
  getFleetRunSummary,
  getFleetMovement,
  exportFleetRun,
  uploadTrafficLog,
  getSiteTraffic,
  getTrafficBatch,
  listTrafficIngestTokens,
  createTrafficIngestToken,
  revokeTrafficIngestToken,
  ingestTrafficLog,
] as const;
