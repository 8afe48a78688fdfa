export { NoticeBox } from './NoticeBox';
