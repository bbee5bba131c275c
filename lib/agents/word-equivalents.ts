// The built-in agent's table of common equivalents (issue 33 point 4): words a site owner's question and a site's
// link text use for the same thing, so a generic agent asked "What does the Pro plan cost?" opens "Pricing". The one
// place these live: the agent's link ranking (lib/agents/keywords.ts linkRelevance) reads them, nothing else.
//
// Rules for the table (keep it small and unsurprising; it is not a thesaurus):
// - a group holds words people use interchangeably when looking for one kind of page, as a visitor would click them;
// - words are compared by their Porter stem ("pricing" and "prices" both meet "price"), so list one form of each;
// - an entry of several words ("api key") matches where the text holds every one of them;
// - a question word that shares a stem with the link text counts 1, a match through this table only half as much
//   (EQUIVALENT_WEIGHT), so a link naming the question's own word stays first.

export const EQUIVALENT_WEIGHT = 0.5;

export const WORD_EQUIVALENTS: readonly (readonly string[])[] = [
  // Pricing pages: "What does the Pro plan cost?" → Pricing, Plans, Billing.
  ['cost', 'price', 'pricing', 'plan', 'fee', 'tariff', 'subscription', 'billing'],
  // Opening hours: "When are you open?" → Opening hours, Visit us.
  ['hours', 'open', 'opening', 'schedule', 'visit'],
  // Contact: "How can I email you?" → Contact, Support.
  ['contact', 'email', 'phone', 'call', 'reach', 'support'],
  // API authentication: "How do I get an API key?" → Authentication, Tokens.
  ['auth', 'authentication', 'authenticate', 'authorization', 'token', 'api key', 'credential', 'login', 'oauth'],
  // Documentation: "Where are the docs?" → Documentation, Guides, Reference.
  ['docs', 'documentation', 'guide', 'reference', 'manual'],
  // Getting started: "How do I install it?" → Installation, Setup, Quickstart.
  ['install', 'installation', 'setup', 'quickstart', 'download'],
  // Where a place is: "Where is the shop?" → Location, Directions, Address.
  ['location', 'address', 'directions', 'map'],
];
