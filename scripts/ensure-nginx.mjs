// Makes sure nginx exists for the journey that runs the deploy/ reference (Debian's package, as
// the reference's tests name it). Without apt-get and without nginx, that journey fails saying so.
import { aptInstall, hasCommand } from './aptInstall.mjs';

if (!hasCommand('nginx') && !hasCommand('/usr/sbin/nginx')) aptInstall(['nginx'], 'ensure-nginx');
