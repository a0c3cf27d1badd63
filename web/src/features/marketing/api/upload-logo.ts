// POST /api/tiktok/logo?dealerId=: the logo's raw bytes with their own content type (PNG or JPEG, at
// most 1 MiB; the server sniffs the bytes too). The shared api-client sends JSON or form data only, so
// this one request is made here, with the same rules: cookies, the CSRF token, "status: body" errors.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

export interface UploadedLogo {
  id: string;
  url: string;
}

/** Why a file cannot be a logo, before it is sent; null when it can. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'The logo must be a PNG or JPEG image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be 1 MB or smaller.';
  return null;
}

export async function uploadLogo({ dealerId, file }: { dealerId: number; file: File }) {
  const token = await fetch('/api/csrf', { credentials: 'include' }).then((res) =>
    res.ok ? (res.json() as Promise<{ token: string }>) : Promise.reject(new Error('No CSRF token')),
  );
  const res = await fetch(`/api/tiktok/logo?dealerId=${dealerId}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type, 'X-CSRF-Token': token.token },
    // The bytes themselves, not the File: sent exactly as chosen.
    body: await file.arrayBuffer(),
  });
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text);
  }
  return ((await res.json()) as { logo: UploadedLogo }).logo;
}

export const useUploadLogo = () => useMutation({ mutationFn: uploadLogo });
