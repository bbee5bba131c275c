// Which schema.org data makes a site commerce for profile detection (checks.md, Profiles, 2026-11): a Product, or an
// Offer of goods. An Offer that prices a service or an app (SaaS pricing tiers: offers of a SoftwareApplication or
// Service, an itemOffered of those types, or a price billed per period) is not commerce.
import { typesOf } from './html.js';

type Node = Record<string, unknown>;

const SERVICE_TYPES = new Set(['Service', 'SoftwareApplication', 'WebApplication', 'MobileApplication', 'VideoGame', 'FinancialProduct', 'BroadcastService', 'CableOrSatelliteService', 'FoodService', 'GovernmentService', 'TaxiService', 'WebAPI']);
const OFFER_TYPES = new Set(['Offer', 'AggregateOffer']);
/** UN/CEFACT codes for a price per period: month, year, week, day (as SaaS tiers bill). */
const PERIOD_UNITS = new Set(['MON', 'ANN', 'WEE', 'DAY']);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isService = (node: Node) => typesOf(node).some((type) => SERVICE_TYPES.has(type));

/** A price specification billed per period (UnitPriceSpecification with billingDuration, or a period unit). */
function billedPerPeriod(offer: Node): boolean {
  const specs = [offer.priceSpecification].flat().filter(isNode);
  return specs.some((spec) => spec.billingDuration !== undefined || (typeof spec.unitCode === 'string' && PERIOD_UNITS.has(spec.unitCode.toUpperCase())));
}

function pricesAService(offer: Node): boolean {
  const offered = [offer.itemOffered].flat().filter(isNode);
  if (offered.length > 0) return offered.every(isService);
  return billedPerPeriod(offer);
}

/**
 * The commerce types found in JSON-LD ("Product", "Offer", "AggregateOffer"), leaving out Offers that price a service
 * or an app and everything nested in a service or app node.
 */
export function commerceTypesIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 12) return found;
  if (Array.isArray(value)) {
    for (const item of value) commerceTypesIn(item, found, depth + 1);
    return found;
  }
  if (!isNode(value)) return found;
  if (value['@type'] !== undefined && isService(value)) return found;
  for (const type of typesOf(value)) {
    if (type === 'Product' || (OFFER_TYPES.has(type) && !pricesAService(value))) found.add(type);
  }
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context') commerceTypesIn(child, found, depth + 1);
  }
  return found;
}
