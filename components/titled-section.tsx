import type { ReactNode } from 'react';

/** A section of a public page named by its own heading (aria-labelledby), so assistive technology lists it by name. */
export function TitledSection({
  id,
  title,
  className = 'mt-8',
  headingClassName = 'mb-3 text-xl font-semibold',
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
