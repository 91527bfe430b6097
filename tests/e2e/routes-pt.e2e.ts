import { describeEveryRoute } from './utils/route-checks';

describeEveryRoute('pt-BR', 'Navegação principal');
