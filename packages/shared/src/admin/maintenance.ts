/** Contracts of the server's maintenance switch (an admin turns it on with a message, spec §2). */
import { z } from 'zod';

export const MaintenanceLimits = { message: 500 };

/** Whether the system is in maintenance, why, since when and who turned it on. */
export const ZMaintenanceState = z.object({
  on: z.boolean(),
  /** The admin's message to the users; null when off or left empty. */
  message: z.string().nullable(),
  since: z.string().nullable(),
  by: z.string().nullable(),
});
export type TMaintenanceState = z.infer<typeof ZMaintenanceState>;

export const ZSetMaintenanceRequest = z.object({
  on: z.boolean(),
  message: z.string().trim().max(MaintenanceLimits.message).optional().nullable(),
});
export type TSetMaintenanceRequest = z.infer<typeof ZSetMaintenanceRequest>;

/** The error code of a write refused while the switch is on (a database outage is service_unavailable). */
export const MaintenanceErrorCode = 'maintenance';
