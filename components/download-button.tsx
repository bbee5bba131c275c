'use client';

import { Button, type ButtonVariant } from './button';

/** Offers text content (a generated file, a report) as a download, built in the browser without a round trip. */
export function DownloadButton({
  content,
  filename,
  type = 'text/plain',
  label = 'Download',
  variant = 'secondary',
}: {
  content: string;
  filename: string;
  type?: string;
  label?: string;
  variant?: ButtonVariant;
}) {
  function download() {
    const url = URL.createObjectURL(new Blob([content], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <Button variant={variant} onClick={download}>
      {label}
    </Button>
  );
}
