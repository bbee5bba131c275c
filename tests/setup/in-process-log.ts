// Integration tier: the service's log lines are kept for the in-process service's output() (see the helper).
import { installLogCapture } from '../helpers/in-process/log-capture';

installLogCapture();
