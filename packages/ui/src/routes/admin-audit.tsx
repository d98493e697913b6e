import { AuditPage } from '@/features/admin/components/AuditPage';

export default AuditPage;
