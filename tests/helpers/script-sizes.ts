// What a script costs on the wire to a client that accepts only gzip: the first-load budget is held in gzip too.
/** A compressed answer's size is its header's (fetch() unpacks the body); one too small to gain from it comes as it is. */
export async function gzipBytesOf(url: string): Promise<number> {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = await answer.arrayBuffer();
  return answer.headers.get('content-encoding') === 'gzip' ? Number(answer.headers.get('content-length')) : body.byteLength;
}
