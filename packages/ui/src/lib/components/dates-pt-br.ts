// Mantine's date pickers name months and weekdays through dayjs, in the locale each is given
// ('pt-br'), which dayjs must have loaded: it loads with the pickers (imported by the modules
// that draw them), not with every page's first script. Also dayjs's default from then on, as
// the app set it at start before.
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');
