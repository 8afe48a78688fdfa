export {
  ResponseNotice as default,
  ResponseNotice,
  ResponseNoticeSkeleton,
} from './ResponseNotice';
