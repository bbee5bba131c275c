'use client';

// The last resort, when the root layout itself fails: it replaces the whole document, so it brings its own.
import './globals.css';
import { errorExplanation } from '@/lib/errors/explanation';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <main id="main" className="mx-auto w-full max-w-4xl px-4 py-12">
          <h1 className="text-2xl font-semibold">This page is temporarily unavailable</h1>
          <p className="mt-2 text-slate-700">
            {errorExplanation(error)}
          </p>
          <p className="mt-4">
            <a className="text-blue-800 underline" href="/">
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
