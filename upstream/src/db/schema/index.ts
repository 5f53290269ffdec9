/**
 * Every table of the upstream, one file per area; `import … from '../db/schema'` reads them all
 * here, and drizzle.config.ts points drizzle-kit at this file. Migrations sit in ../migrations.
 * A new table file is listed here, or neither the app nor drizzle-kit sees it. columns.ts and
 * foreign-keys.ts hold shared column helpers, not tables, and stay out.
 */
export * from './users';
export * from './teams-workspaces';
export * from './catalogue';
export * from './workspace-content';
export * from './discussions';
export * from './meetings-tasks';
export * from './calendar';
export * from './list-counts';
export * from './monitoring';
export * from './reliability';
export * from './activity';
export * from './trash';
export * from './imports';
export * from './webhooks';
export * from './follows';
export * from './notification-mail';
export * from './map-enforcement';
