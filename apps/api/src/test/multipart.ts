/** A multipart body as a browser's FormData writes it: fields, and a file in a part of its own. */
export interface Upload {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string; type?: string; field: string };
}

export async function multipart({ fields = {}, file }: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
