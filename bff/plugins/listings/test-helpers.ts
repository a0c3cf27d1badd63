// Helpers for this plugin's tests: real tiny images and a multipart body as a browser sends it.
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// A real 2×2 JPEG: photos are decoded on upload, so a stub that only starts like a JPEG is refused.
export const JPEG_2PX = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJWAaI//2Q==',
  'base64',
);

export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----allmotors${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function listingForm(overrides: Record<string, unknown> = {}) {
  return {
    category: 'car',
    make: 'Skoda',
    model: 'Octavia',
    variant: 'Zanzibar Edition',
    year: 2019,
    price: 1_249_500,
    mileage: 48_000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Estate',
    engineSize: 1.5,
    doors: 5,
    seats: 5,
    color: 'Blue',
    previousOwners: 2,
    description: 'One careful owner since 2021, always garaged.',
    features: ['Heated Seats', 'Apple CarPlay'],
    serviceHistory: 'full',
    registration: null,
    town: 'Leeds',
    postcode: 'LS1 4AP',
    ...overrides,
  };
}
