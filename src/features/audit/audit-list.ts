import type { ServerListDefinition } from '@/components/admin/use-server-list';
import type { ServerPage } from '@/lib/firebase-server-page';
import { auditPageQuery, type AuditLogEntry, type AuditSource } from './api/get-audit-page';
import { auditFilters, type AuditFilters } from './audit-log-params';

/** The 監査ログ (useServerList): its filters in the address and one page of whose log. */
export const auditList: ServerListDefinition<
  AuditSource,
  AuditFilters,
  AuditLogEntry,
  ServerPage<AuditLogEntry>
> = {
  filters: auditFilters,
  page: (source, filters, request) => auditPageQuery(source, { ...request, filters }),
};
