export { HeaderTwo as default } from './HeaderTwo';
