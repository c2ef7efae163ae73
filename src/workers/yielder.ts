/**
 * A macrotask yield without setTimeout's 4 ms clamp: a message to ourselves through a
 * MessageChannel queues behind messages already waiting (a cancel), so they run first.
 */
export function yielder(): () => Promise<void> {
  if (typeof MessageChannel === 'undefined') return () => new Promise((resolve) => setTimeout(resolve, 0));
  return () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
}
