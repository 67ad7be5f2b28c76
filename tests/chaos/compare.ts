// One comparison of a kind of row, server against device, naming every row or field that differs.
export type Fields = Record<string, unknown>;

export function compare(what: string, server: Map<number, Fields>, device: Map<number, Fields>, differences: string[]): void {
  for (const [id, row] of server) {
    const local = device.get(id);
    if (!local) differences.push(`${what} ${id}: on the server, not on the device`);
    else
      for (const [field, value] of Object.entries(row))
        if (local[field] !== value) differences.push(`${what} ${id}.${field}: server ${String(value)}, device ${String(local[field])}`);
  }
  for (const id of device.keys()) if (!server.has(id)) differences.push(`${what} ${id}: on the device, not on the server`);
}
