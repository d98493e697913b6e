import { PagesListPage } from '@/features/pages/components/PagesListPage';

export default PagesListPage;
