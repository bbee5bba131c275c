// Editions as the API shows them (lib/schemas/editions.ts): the method first, the population as the run's summary
// stored it (it names no target).
import type { z } from 'zod';
import type { IndexEdition, IndexEditionListItem } from '@/lib/schemas/editions';
import type { Edition } from './editions';

export function editionView(edition: Edition): z.input<typeof IndexEdition> {
  const { method, population } = edition;
  return {
    ...editionHeading(edition),
    method: {
      list: method.list,
      dedupe: method.dedupe,
      origins: method.origins,
      registrableDomains: method.registrableDomains,
      reachability: method.reachability,
      blocked: method.blocked,
      unknown: method.unknown,
      capabilities: method.capabilities ?? null,
      renderSample: method.renderSample,
    },
    population: {
      targets: population.targets,
      score: population.score,
      checks: population.checks,
      agents: population.agents,
      caps: population.caps,
      needsJavaScript: population.needsJavaScript,
      capConditions: population.capConditions,
      categories: population.categories,
      render: population.render,
      // Editions published before scorecard 2026.12.2 stored no capability figures.
      capabilities: population.capabilities ?? null,
    },
  };
}

export function editionListItem(edition: Edition): z.input<typeof IndexEditionListItem> {
  return {
    ...editionHeading(edition),
    list: edition.method.list,
    targets: edition.population.targets.total,
    populationSize: edition.figures.overall.size,
    medianScore: edition.population.score.median,
  };
}

/** What an edition is, as both its page and its list item name it: number, title, dates, and the rules it was made by. */
function editionHeading(edition: Edition) {
  return {
    edition: edition.number,
    title: edition.title,
    publishedAt: edition.publishedAt.toISOString(),
    scannedFrom: edition.scannedFrom?.toISOString() ?? null,
    scannedTo: edition.scannedTo?.toISOString() ?? null,
    scorecard: edition.scorecard,
    engine: edition.engine,
  };
}
