import { ButtonLink } from '@/components/button';

export default function NotFound() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-2 text-slate-700">There is nothing at this address. Public reports exist only for hosts someone has scanned.</p>
      <ButtonLink href="/" className="mt-6">
        Scan a site
      </ButtonLink>
    </>
  );
}
