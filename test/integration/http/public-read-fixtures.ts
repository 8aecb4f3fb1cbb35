import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { endedRace, row } from '../../support/iracing-exports.js';

export const HOUR = 60 * 60 * 1000;

export interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, answered as the bytes on the wire (nothing decompressed). */
export function raw(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An event with invented names that ended `endedAgoMs` before `now` (published an hour after its end). */
export function eventFile(now: Date, endedAgoMs: number, subsessionId: number): Buffer {
  const file = endedRace(
    now,
    endedAgoMs,
    [
      row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, best_lap_time: 900_0000, starting_position: 1 }),
      row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 10, incidents: 2, best_lap_time: 901_0000, starting_position: 2 }),
    ],
    { subsession_id: subsessionId },
  );
  return Buffer.from(JSON.stringify(file));
}
