/* The libevemu baseline for the parse benchmark: evemu_read() for the description,
 * then evemu_read_event() until the end, as evemu-play reads a recording.
 * Prints `RESULT events=N seconds=S` (time from open to the end, like tactile-bench parse). */
#include <evemu.h>
#include <stdio.h>
#include <time.h>
#include <linux/input.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: evemu-parse FILE\n"); return 2; }
    double t0 = now();
    FILE *fp = fopen(argv[1], "r");
    if (!fp) { perror(argv[1]); return 1; }
    struct evemu_device *dev = evemu_new(NULL);
    if (evemu_read(dev, fp) < 0) { fprintf(stderr, "evemu_read failed\n"); return 1; }
    struct input_event ev;
    long n = 0;
    while (evemu_read_event(fp, &ev) > 0) n++;
    double t = now() - t0;
    printf("RESULT events=%ld seconds=%.3f\n", n, t);
    evemu_delete(dev);
    fclose(fp);
    return 0;
}
