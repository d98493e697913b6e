import { PageEditorPage } from '@/features/pages/components/PageEditorPage';

export default PageEditorPage;
