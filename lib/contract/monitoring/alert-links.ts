import { z } from 'zod';

/**
 * The two directions of an alert that opened a task: the monitoring product lists the
 * tasks its alerts opened, and the task shows the price change and the page version behind it.
 * Both come from `monitoring_alert_events`; neither has a call of its own in endpoints.txt, so they
 * travel in `GET …/monitoring-products/{id}` (`alert_tasks`) and `GET tasks/{id}` (`monitoring_alert`).
 */

const money = z.object({ amount: z.number().int(), currency: z.string() });

/** A task an alert opened, as the product shows it. Only tasks the viewer can read are listed. */
export const alertTaskLink = z.object({
  event_id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  task: z.object({
    id: z.number().int(),
    title: z.string(),
    completed: z.boolean(),
    workspace_id: z.number().int(),
    workspace_name: z.string(),
    /** The task's page in the app. */
    url: z.string(),
  }),
});
export type AlertTaskLink = z.infer<typeof alertTaskLink>;

/** How many opened tasks a product shows (newest first). */
export const ALERT_TASKS_SHOWN = 20;

/**
 * What a task opened by an alert shows: the change (previous → new price at a retailer) and where
 * to see it. `product_url` and `version_url` are null for a reader who cannot open the company's
 * monitoring (the task's workspace can be shared with teams outside the company).
 */
export const taskMonitoringAlert = z.object({
  message: z.string(),
  created_at: z.string(),
  product_name: z.string(),
  retailer: z.string().nullable(),
  page_url: z.string().nullable(),
  price: money.nullable(),
  previous_price: money.nullable(),
  availability: z.string().nullable(),
  previous_availability: z.string().nullable(),
  version_number: z.number().int().nullable(),
  product_url: z.string().nullable(),
  version_url: z.string().nullable(),
});
export type TaskMonitoringAlert = z.infer<typeof taskMonitoringAlert>;
