import { MyShortLinksPage } from '@/features/short-links/components/MyShortLinksPage';

export default MyShortLinksPage;
