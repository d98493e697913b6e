import { ShortLinkFormPage } from '@/features/short-links/components/ShortLinkFormPage';

export default ShortLinkFormPage;
