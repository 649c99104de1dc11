// Records the commits of the tree under test, so that a test can wait until a reply has been
// rendered before checking that something is not shown, instead of sleeping and hoping it was.
import { Profiler, type ReactNode } from 'react';

export function recordCommits(ui: ReactNode) {
  let updates = 0;
  return {
    ui: (
      <Profiler
        id="under-test"
        onRender={(_id, phase) => {
          if (phase !== 'mount') updates += 1;
        }}
      >
        {ui}
      </Profiler>
    ),
    /** How often the tree rendered again after mounting (e.g. with a server's reply). */
    updateCount: () => updates,
  };
}
