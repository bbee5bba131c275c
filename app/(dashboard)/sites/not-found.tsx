// A site id the organization does not have is refused by the site layout itself, above the [id] segment's own
// not-found boundary: this one catches it, inside the dashboard's shell.
export { default } from './[id]/not-found';
