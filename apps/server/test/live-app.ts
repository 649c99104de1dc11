/** An app listening on a free port for real Socket.IO clients, which are disconnected when it is disposed. */
import { Hubs } from '@tendermark/shared';
import { listen, openRecorder as openRecorderAt, type Recorder } from './auction/sockets.ts';
import type { TestApp } from './helper.ts';

export type LiveApp = TestApp & {
  url: string;
  /** A socket of the token's user on a hub (the tender hub by default) that records every event. */
  openRecorder(token: string, hub?: string): Promise<Recorder>;
};

export async function listening(app: TestApp): Promise<LiveApp> {
  const url = await listen(app);
  const recorders: Recorder[] = [];
  const dispose = app.dispose.bind(app);
  return Object.assign(app, {
    url,
    async openRecorder(token: string, hub: string = Hubs.tender) {
      const recorder = await openRecorderAt(url, token, hub);
      recorders.push(recorder);
      return recorder;
    },
    async dispose() {
      recorders.forEach((recorder) => recorder.socket.disconnect());
      await dispose();
    },
  });
}
