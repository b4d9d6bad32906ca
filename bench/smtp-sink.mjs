// An SMTP server for the mail bench, in a process of its own so that the sender's CPU is measured
// apart: STARTTLS with smtp-server's own test certificate, login required, every message read to
// its end and dropped. Tells its parent (IPC) its port, and its CPU time when asked.
import { SMTPServer } from 'smtp-server';

let connections = 0;
const server = new SMTPServer({
  logger: false,
  onConnect: (_session, done) => {
    connections++;
    done();
  },
  onAuth: (auth, _session, done) => done(null, { user: auth.username }),
  onData: (stream, _session, done) => {
    stream.on('data', () => {});
    stream.on('end', () => done());
  },
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (ask) => {
  if (ask === 'cpu') process.send({ cpu: process.cpuUsage(), connections });
  if (ask === 'stop') server.close(() => process.exit(0));
});
// The bench gone (killed, or its IPC channel closed): nothing is left listening.
process.on('disconnect', () => process.exit(0));
