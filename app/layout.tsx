import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { NavigationProgress } from '@/components/navigation-progress';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/web/page-metadata';
import './globals.css';

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
};

// Every page is rendered per request: its scripts carry the nonce of that response's Content-Security-Policy (set
// by the HTTP front, lib/http/security-headers.ts), which a page prerendered at build time could not know.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:ring-2 focus:ring-blue-600"
        >
          Skip to content
        </a>
        <NavigationProgress>{children}</NavigationProgress>
      </body>
    </html>
  );
}
