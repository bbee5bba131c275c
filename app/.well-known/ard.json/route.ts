// The same AI Catalog at the path ARD 0.91 consumers read (/.well-known/ard.json); Lighthouse and isitagentready read
// /.well-known/ai-catalog.json. One document, two locations, so neither kind of consumer misses it.
export { GET, OPTIONS, dynamic } from '../ai-catalog.json/route';
