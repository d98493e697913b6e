import { MyQrCodesPage } from '@/features/qr-codes/components/MyQrCodesPage';

export default MyQrCodesPage;
